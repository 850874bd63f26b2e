/** What the machine was doing while a benchmark ran: figures are only comparable with that. */
import os from 'node:os';

export type MachineInfo = {
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  platform: string;
  loadAverage: [number, number, number];
};

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  const [one, five, fifteen] = os.loadavg();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'CPU',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: [one ?? 0, five ?? 0, fifteen ?? 0],
  };
}

export const formatLoad = (load: readonly number[]) => load.map((value) => value.toFixed(2)).join(' / ');

export function log(message: string) {
  process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
}
