// Finds every statechart of the app by convention: each module in src/machines/ that exports a `…Machine` (a
// machine) or a `create…Machine` (a factory called without arguments). A machine is named after its export:
// `bookingWizardMachine` → "bookingWizard", `createResourceMachine` → "resource".
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';

export const MACHINES_DIR = 'src/machines';

export interface FoundMachine {
  name: string;
  /** The module, relative to the repository root. */
  file: string;
  machine: AnyStateMachine;
}

const isMachine = (value: unknown): value is AnyStateMachine => value instanceof StateMachine;

function machineOf(exportName: string, value: unknown): { name: string; machine: AnyStateMachine } | null {
  const factory = /^create([A-Z]\w*)Machine$/.exec(exportName);
  if (factory && typeof value === 'function' && value.length === 0) {
    const machine: unknown = value();
    if (isMachine(machine)) return { name: factory[1]!.charAt(0).toLowerCase() + factory[1]!.slice(1), machine };
  }
  const plain = /^([a-z]\w*)Machine$/.exec(exportName);
  if (plain && isMachine(value)) return { name: plain[1]!, machine: value };
  return null;
}

export interface MachineScan {
  machines: FoundMachine[];
  /** Machines exported under a name the convention does not recognise, as "file: exportName". */
  misnamed: string[];
}

/** Imports every module of src/machines/ and answers the machines they export, sorted by file and name. */
export async function findMachines(root = process.cwd()): Promise<MachineScan> {
  const dir = path.join(root, MACHINES_DIR);
  const files = (await readdir(dir)).filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$/.test(file)).sort();
  const scan: MachineScan = { machines: [], misnamed: [] };
  for (const file of files) {
    const relative = `${MACHINES_DIR}/${file}`;
    const module = (await import(pathToFileURL(path.join(dir, file)).href).catch((error: unknown) => {
      throw new Error(`${relative} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    })) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      const machine = machineOf(exportName, value);
      if (machine) scan.machines.push({ ...machine, file: relative });
      else if (isMachine(value)) scan.misnamed.push(`${relative}: ${exportName}`);
    }
  }
  return scan;
}
