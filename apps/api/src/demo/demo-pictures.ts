import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { companies, users } from '../db/schema.js';
import { type Inject, patientInject } from './patient-inject.js';

/**
 * Pictures for the demo marketplace, drawn here from each name (decision 063): an illustrated
 * portrait per person and a geometric mark per company. Nothing is downloaded and the same name
 * always gives the same picture, so every fresh database looks the same.
 */

/** FNV-1a over the name: a small, stable seed for every choice below. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The n-th pick from a seed: each pick uses different bits, so choices vary independently. */
function pick<T>(seed: number, n: number, options: readonly T[]): T {
  let mixed = (seed ^ Math.imul(n + 1, 0x9e3779b9)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  mixed = (mixed ^ (mixed >>> 16)) >>> 0;
  return options[mixed % options.length] as T;
}

const BACKGROUNDS = ['#dbeafe', '#fce7f3', '#dcfce7', '#fef3c7', '#ede9fe', '#ffedd5', '#e0f2fe', '#f1f5f9'];
const SKIN = ['#f5d0b5', '#e8b896', '#d39c76', '#b07a55', '#8d5a3b', '#6b4226'];
const HAIR = ['#1f2937', '#3f2a1d', '#6b4423', '#a16207', '#111827', '#57534e'];
const CLOTHES = ['#2563eb', '#0f766e', '#9333ea', '#be123c', '#ea580c', '#334155', '#15803d', '#0369a1'];

/** Hair drawn behind the head (long styles) and on top of it (every style). */
const HAIR_STYLES: { back: string; front: string }[] = [
  // Short crop.
  { back: '', front: 'M160 222 C156 96 356 96 352 222 C330 170 182 170 160 222 Z' },
  // Long, past the shoulders.
  {
    back: '<rect x="150" y="170" width="212" height="230" rx="90"/>',
    front: 'M156 232 C146 92 366 92 356 232 C320 172 192 172 156 232 Z',
  },
  // Bun on top.
  {
    back: '<circle cx="256" cy="112" r="42"/>',
    front: 'M160 226 C156 94 356 94 352 226 C318 172 194 172 160 226 Z',
  },
  // Curls.
  {
    back: '',
    front:
      '<circle cx="190" cy="176" r="34"/><circle cx="236" cy="150" r="38"/><circle cx="284" cy="150" r="38"/><circle cx="326" cy="178" r="34"/>',
  },
  // Side parting.
  { back: '', front: 'M158 226 C150 92 350 88 354 214 C300 150 230 196 158 226 Z' },
];

/** A friendly illustrated portrait (512 px square SVG) for a person's name. */
export function portraitSvg(name: string): string {
  const seed = seedOf(name);
  const skin = pick(seed, 1, SKIN);
  const hair = pick(seed, 2, HAIR);
  const style = pick(seed, 3, HAIR_STYLES);
  const front = style.front.startsWith('<') ? style.front : `<path d="${style.front}"/>`;
  const glasses = seed % 4 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" fill="${pick(seed, 0, BACKGROUNDS)}"/>
<g fill="${hair}">${style.back}</g>
<path d="M96 512 C96 396 176 356 256 356 C336 356 416 396 416 512 Z" fill="${pick(seed, 4, CLOTHES)}"/>
<rect x="226" y="300" width="60" height="70" rx="20" fill="${skin}"/>
<ellipse cx="256" cy="236" rx="92" ry="106" fill="${skin}"/>
<g fill="${hair}">${front}</g>
<circle cx="222" cy="240" r="9" fill="#1f2937"/><circle cx="290" cy="240" r="9" fill="#1f2937"/>
${glasses ? '<g fill="none" stroke="#1f2937" stroke-width="6"><circle cx="222" cy="240" r="24"/><circle cx="290" cy="240" r="24"/><path d="M246 240 H266"/></g>' : ''}
<path d="M226 290 Q256 ${306 + (seed % 8)} 286 290" fill="none" stroke="#7c2d12" stroke-width="7" stroke-linecap="round"/>
</svg>`;
}

const MARKS = [
  (a: string, b: string) =>
    `<circle cx="210" cy="256" r="96" fill="${a}"/><circle cx="302" cy="256" r="96" fill="${b}" fill-opacity="0.85"/>`,
  (a: string, b: string) =>
    `<path d="M256 120 L392 376 H120 Z" fill="${a}"/><circle cx="256" cy="300" r="56" fill="${b}"/>`,
  (a: string, b: string) =>
    `<rect x="136" y="136" width="240" height="240" rx="48" fill="${a}"/><path d="M136 376 L376 136 V376 Z" fill="${b}"/>`,
  (a: string, b: string) =>
    `<path d="M256 112 L400 256 L256 400 L112 256 Z" fill="${a}"/><path d="M256 184 L328 256 L256 328 L184 256 Z" fill="${b}"/>`,
  (a: string, b: string) =>
    `<rect x="120" y="150" width="272" height="64" rx="32" fill="${a}"/><rect x="120" y="238" width="200" height="64" rx="32" fill="${b}"/><rect x="120" y="326" width="128" height="64" rx="32" fill="${a}"/>`,
  (a: string, b: string) =>
    `<circle cx="256" cy="256" r="136" fill="${a}"/><circle cx="256" cy="256" r="72" fill="#ffffff"/><circle cx="256" cy="256" r="36" fill="${b}"/>`,
  (a: string, b: string) =>
    `<path d="M128 384 V192 L256 128 L384 192 V384 Z" fill="${a}"/><rect x="216" y="280" width="80" height="104" fill="${b}"/>`,
  (a: string, b: string) =>
    `<path d="M120 330 Q188 200 256 330 T392 330" fill="none" stroke="${a}" stroke-width="44" stroke-linecap="round"/><circle cx="256" cy="180" r="44" fill="${b}"/>`,
];
const BRAND = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#c2410c'];

/** A geometric company mark (512 px square SVG) for a company's name. */
export function logoSvg(name: string): string {
  const seed = seedOf(name);
  const first = pick(seed, 0, BRAND);
  const second = pick(
    seed,
    1,
    BRAND.filter((colour) => colour !== first),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" fill="#ffffff"/>
${pick(seed, 2, MARKS)(first, second)}
</svg>`;
}

/** An SVG drawing as PNG bytes, ready to upload like a person's photo. */
export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function upload(inject: Inject, token: string, refCode: string, png: Buffer, filename: string) {
  const boundary = `----talentport-demo-${refCode}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await inject({
    method: 'POST',
    url: `/api/v1/file/upload?refType=avatar&refCode=${encodeURIComponent(refCode)}`,
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode >= 400) throw new Error(`demo pictures: upload for ${refCode} answered ${res.body}`);
}

/**
 * Gives every onboarded demo person a portrait and every demo company its mark, uploaded through
 * the API as a person would (so they are stored, re-encoded and served like any upload).
 */
export async function seedDemoPictures(app: FastifyInstance, db: Db, password: string): Promise<number> {
  const inject = patientInject((options) => app.inject(options));
  const people = await db
    .select({
      email: users.email,
      fullname: users.fullname,
      code: users.code,
      companyCode: companies.code,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(isNotNull(users.userRole), eq(users.isOnboard, true)))
    .orderBy(users.email);
  let uploaded = 0;
  for (const person of people) {
    const login = await inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: person.email, password },
    });
    if (login.statusCode !== 200) continue;
    const token = (login.json() as { result: { token: string } }).result.token;
    await upload(inject, token, person.code, await renderPng(portraitSvg(person.fullname)), 'portrait.png');
    uploaded++;
    if (person.companyCode && person.companyName) {
      await upload(
        inject,
        token,
        person.companyCode,
        await renderPng(logoSvg(person.companyName)),
        'logo.png',
      );
      uploaded++;
    }
  }
  return uploaded;
}
