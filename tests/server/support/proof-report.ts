// The figures the proof report (scripts/proof.ts) prints: each proof suite writes its own JSON file into
// PROOF_REPORT_DIR when that variable is set, and nothing otherwise.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `writeProofFigures('fuzz', { total })` writes `${PROOF_REPORT_DIR}/fuzz.json`. */
export function writeProofFigures(name: string, figures: unknown) {
  const folder = process.env.PROOF_REPORT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

/**
 * Adds one entry to a list kept in `${PROOF_REPORT_DIR}/${name}.jsonl`, one JSON line each: test files running in
 * parallel workers feed one list, and an append of a line loses none of theirs.
 */
export function appendProofFigures(name: string, entry: unknown) {
  const folder = process.env.PROOF_REPORT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  appendFileSync(path.join(folder, `${name}.jsonl`), `${JSON.stringify(entry)}\n`);
}
