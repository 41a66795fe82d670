#!/usr/bin/env node
// Synthesises the five game sounds (correct, incorrect, coin, wheel, reveal) and writes them as MP3 to
// supabase/storage/sounds/<name>.mp3.
//
// Usage: node supabase/seed/generate-sounds.mjs   (needs Debian's `lame` encoder: apt-get install -y lame)
//
// Everything is built from oscillators and envelopes; the only noise comes from a fixed-seed generator, so
// the PCM is identical on every run and lame turns identical PCM into identical MP3 files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const outDir = join(repoRoot, 'supabase', 'storage', 'sounds');

const SAMPLE_RATE = 22050;
const MAX_BYTES = 40 * 1024;
const LAME_ARGS = ['--quiet', '--noreplaygain', '-m', 'm', '-b', '48', '-q', '2'];

const lameCheck = spawnSync('lame', ['--version'], { encoding: 'utf8' });
if (lameCheck.error || lameCheck.status !== 0) {
  console.error('The MP3 encoder `lame` is not on PATH. Install it with: apt-get install -y lame');
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------------
// Building blocks. A sound is a Float32Array of samples in -1..1; helpers mix into it at a start time.

const TAU = 2 * Math.PI;
const silence = (seconds) => new Float32Array(Math.round(seconds * SAMPLE_RATE));

// Mulberry32: a tiny seeded generator, so that "noise" is the same noise every time.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Quick attack, then exponential decay: the shape of a struck or plucked sound.
const pluck = (attack, decay) => (t) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));

// Attack, hold, release: the shape of a held tone that should not click at either end.
const swell = (attack, release, length) => (t) =>
  Math.min(1, t / attack, Math.max(0, (length - t) / release));

/**
 * Adds a tone to `out`. `frequency` may be a number or a function of time (for glides); `partials` lists
 * [harmonic number, relative level] pairs, which is what gives each sound its colour.
 */
function addTone(out, { start, length, frequency, level, envelope, partials = [[1, 1]] }) {
  const freqAt = typeof frequency === 'function' ? frequency : () => frequency;
  const first = Math.round(start * SAMPLE_RATE);
  const count = Math.min(Math.round(length * SAMPLE_RATE), out.length - first);
  let phase = 0;
  for (let i = 0; i < count; i += 1) {
    const t = i / SAMPLE_RATE;
    // Phase is accumulated rather than computed as f*t so that gliding frequencies stay smooth.
    phase += (TAU * freqAt(t)) / SAMPLE_RATE;
    let sample = 0;
    for (const [harmonic, weight] of partials) sample += weight * Math.sin(phase * harmonic);
    out[first + i] += level * envelope(t) * sample;
  }
}

/** Adds low-passed noise whose cut-off (Hz) may move over time, for clicks and whooshes. */
function addNoise(out, { start, length, level, envelope, cutoff, seed }) {
  const random = seededRandom(seed);
  const cutoffAt = typeof cutoff === 'function' ? cutoff : () => cutoff;
  const first = Math.round(start * SAMPLE_RATE);
  const count = Math.min(Math.round(length * SAMPLE_RATE), out.length - first);
  let smoothed = 0;
  for (let i = 0; i < count; i += 1) {
    const t = i / SAMPLE_RATE;
    const alpha = 1 - Math.exp((-TAU * cutoffAt(t)) / SAMPLE_RATE);
    smoothed += alpha * (random() * 2 - 1 - smoothed);
    out[first + i] += level * envelope(t) * smoothed;
  }
}

// Scales to a fixed peak so that all five sounds play at a similar loudness, and fades the last few
// milliseconds so that no sound ends on a click.
function finish(samples, peak = 0.8) {
  const loudest = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
  const gain = loudest ? peak / loudest : 0;
  const fade = Math.round(0.01 * SAMPLE_RATE);
  return samples.map((s, i) => s * gain * Math.min(1, (samples.length - 1 - i) / fade));
}

const note = (semitonesFromA4) => 440 * 2 ** (semitonesFromA4 / 12);
const BELL = [
  [1, 1],
  [2, 0.35],
  [3, 0.12],
];

// ---------------------------------------------------------------------------------------------------------
// The five sounds

function correct() {
  const out = silence(0.75);
  // E5 then A5, a rising fourth: reads as "yes!" without sounding like a fanfare.
  addTone(out, {
    start: 0,
    length: 0.3,
    frequency: note(7),
    level: 0.5,
    envelope: pluck(0.005, 0.12),
    partials: BELL,
  });
  addTone(out, {
    start: 0.12,
    length: 0.63,
    frequency: note(12),
    level: 0.6,
    envelope: pluck(0.005, 0.22),
    partials: BELL,
  });
  return finish(out);
}

function incorrect() {
  const length = 0.55;
  const out = silence(length);
  // A few odd harmonics give a soft square-ish buzz; a full square wave would sound harsh in a classroom.
  addTone(out, {
    start: 0,
    length,
    frequency: (t) => 200 - 70 * (t / length) + 3 * Math.sin(TAU * 9 * t),
    level: 0.5,
    envelope: swell(0.02, 0.2, length),
    partials: [
      [1, 1],
      [3, 0.25],
      [5, 0.08],
    ],
  });
  return finish(out, 0.4);
}

function coin() {
  const out = silence(0.6);
  // B5 then E6, the classic two-step coin pickup, with a square-ish timbre to set it apart from "correct".
  const timbre = [
    [1, 1],
    [3, 0.3],
    [5, 0.12],
  ];
  addTone(out, {
    start: 0,
    length: 0.08,
    frequency: note(14),
    level: 0.4,
    envelope: swell(0.003, 0.01, 0.08),
    partials: timbre,
  });
  addTone(out, {
    start: 0.07,
    length: 0.53,
    frequency: note(19),
    level: 0.45,
    envelope: pluck(0.003, 0.14),
    partials: timbre,
  });
  return finish(out);
}

function wheel() {
  // The game spins its wheel for 0.2 s + 28 frames of 0.1 s, so the ratchet lasts about as long and slows
  // down towards the end like a real wheel losing speed.
  const length = 2.9;
  const out = silence(length);
  let time = 0;
  let gap = 0.045;
  let index = 0;
  while (time < length - 0.25) {
    addNoise(out, {
      start: time,
      length: 0.03,
      level: 0.9,
      envelope: pluck(0.0005, 0.004),
      cutoff: 5000,
      seed: 7 + index,
    });
    addTone(out, { start: time, length: 0.04, frequency: 1800, level: 0.35, envelope: pluck(0.0005, 0.008) });
    time += gap;
    gap *= 1.045;
    index += 1;
  }
  return finish(out, 0.75);
}

function reveal() {
  const out = silence(0.9);
  // A whoosh whose brightness rises, under a quick C major arpeggio that lands on the top note.
  addNoise(out, {
    start: 0,
    length: 0.55,
    level: 0.6,
    envelope: (t) => Math.sin((Math.PI * t) / 0.55) ** 2,
    cutoff: (t) => 300 + 5000 * (t / 0.55) ** 2,
    seed: 2024,
  });
  [3, 7, 10, 15].forEach((semitones, i) => {
    const start = 0.12 + i * 0.08;
    addTone(out, {
      start,
      length: 0.9 - start,
      frequency: note(semitones),
      level: 0.35,
      envelope: pluck(0.004, i === 3 ? 0.25 : 0.1),
      partials: BELL,
    });
  });
  return finish(out);
}

// ---------------------------------------------------------------------------------------------------------
// WAV and MP3

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per sample frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function encodeMp3(samples) {
  const result = spawnSync('lame', [...LAME_ARGS, '-', '-'], {
    input: wav(samples),
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`lame failed: ${result.stderr?.toString() || `exit status ${result.status}`}`);
  }
  return result.stdout;
}

mkdirSync(outDir, { recursive: true });
const SOUNDS = { correct, incorrect, coin, wheel, reveal };
for (const [name, synthesise] of Object.entries(SOUNDS)) {
  const samples = synthesise();
  const mp3 = encodeMp3(samples);
  if (mp3.length >= MAX_BYTES)
    throw new Error(`${name}.mp3 is ${mp3.length} bytes; the limit is ${MAX_BYTES}`);
  const target = join(outDir, `${name}.mp3`);
  writeFileSync(target, mp3);
  const seconds = (samples.length / SAMPLE_RATE).toFixed(2);
  console.log(`wrote ${relative(repoRoot, target)} (${seconds} s, ${mp3.length} bytes)`);
}
