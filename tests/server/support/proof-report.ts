// The figures the proof report (scripts/proof.ts) prints: each proof suite writes its own JSON file into
// PROOF_REPORT_DIR when that variable is set, and nothing otherwise.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `writeProofFigures('fuzz', { total })` writes `${PROOF_REPORT_DIR}/fuzz.json`. */
export function writeProofFigures(name: string, figures: unknown) {
  const folder = process.env.PROOF_REPORT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

/** Adds one entry to a list kept in `${PROOF_REPORT_DIR}/${name}.json` (several tests feed one file). */
export function appendProofFigures(name: string, entry: unknown) {
  const folder = process.env.PROOF_REPORT_DIR;
  if (!folder) return;
  let entries: unknown[] = [];
  try {
    entries = JSON.parse(readFileSync(path.join(folder, `${name}.json`), 'utf8')) as unknown[];
  } catch {
    // first entry
  }
  writeProofFigures(name, [...entries, entry]);
}
