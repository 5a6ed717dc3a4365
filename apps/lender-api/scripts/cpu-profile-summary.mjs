#!/usr/bin/env node
/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`, e.g. `bench.mjs --cpu-prof <dir>`): the
 * functions with the most self time, and self time by package (or by file of the app), in percent of
 * the samples. `--last <s>` keeps only the samples of the last s seconds (the load, not the start-up).
 * Usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [--top 25] [--last 8]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, last: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: cpu-profile-summary.mjs <file.cpuprofile> [--top 25]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map();
const from = values.last ? profile.endTime - Number(values.last) * 1e6 : -Infinity;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i += 1) {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) continue;
  const id = profile.samples[i];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** node_modules/<pkg> (pnpm: .pnpm/<pkg>@v/node_modules/<pkg>), else the path from `src/`. */
function where(url) {
  if (!url) return '(native / V8)';
  const modules = url.split('/node_modules/');
  if (modules.length > 1) {
    const rest = modules[modules.length - 1];
    const parts = rest.split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? rest);
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(url.lastIndexOf('/', src - 1) + 1) : url;
}

const functions = new Map();
const places = new Map();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  const frame = node.callFrame;
  const name = frame.functionName || '(anonymous)';
  const place = where(frame.url);
  const key = `${name}  ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
  const group = frame.url ? place : name; // (garbage collector), (program), (idle)…
  places.set(group, (places.get(group) ?? 0) + micros);
}
const top = Number(values.top);
const pct = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled\n\nself time by function:`);
for (const [key, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(micros)}  ${key}`);
console.log('\nself time by package / file:');
for (const [key, micros] of [...places].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(micros)}  ${key}`);
