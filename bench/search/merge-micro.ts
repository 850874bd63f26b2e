import { FacetedIndex, type IndexDoc } from '../../apps/api/src/platform/search-index/index.js';
import { TALENT_INDEX } from '../../apps/api/src/modules/talent/search-index.js';

const N = 1_350_000;
const index = new FacetedIndex(TALENT_INDEX);
const doc = (i: number, salt: number): IndexDoc => ({
  id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
  tie: `U${String(i).padStart(8, '0')}`,
  values: { audience: ['public'], occupation: [`o${i % 6}`], expertise: [`e${i % 8}`], workload: ['w'], workingMode: ['m'], level: ['l'], rateKind: ['Hourly'], country: [`c${i % 200}`], language: [`l${i % 300}`], timeZone: [`t${i % 400}`] },
  numbers: { quality: (i * 7919 + salt) % 1000, rating: i % 50, numberOfRate: i % 100, Hourly: (i + salt) % 300, Monthly: 0, HourlyZero: 0, MonthlyZero: 1, active: i + salt },
});
let t = performance.now();
for (let start = 0; start < N; start += 10_000) index.load(Array.from({ length: 10_000 }, (_, k) => doc(start + k, 0)));
console.log('load', Math.round(performance.now() - t)); t = performance.now();
index.finishBuild();
console.log('finish', Math.round(performance.now() - t)); t = performance.now();
const changes = new Map<string, IndexDoc | null>();
for (let k = 0; k < 1000; k += 1) { const d = doc(k * 1000, 5); changes.set(d.id, d); }
index.apply(changes);
console.log('apply 1000', Math.round(performance.now() - t)); t = performance.now();
const few = new Map<string, IndexDoc | null>();
for (let k = 0; k < 10; k += 1) { const d = doc(k * 777, 9); few.set(d.id, d); }
index.apply(few);
console.log('apply 10', Math.round(performance.now() - t));
