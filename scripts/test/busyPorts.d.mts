/** Types of busyPorts.mjs (a plain module: tests/e2e/run.mjs runs it with node as it is). */
export function portTaken(port: number | string): Promise<boolean>;
export function busyPorts(ports: Record<string, number | string>): Promise<string[]>;
