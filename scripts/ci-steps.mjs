#!/usr/bin/env node
// Prints how long each step of .ci/run took (its file of "name<TAB>seconds<TAB>status" lines) and the longest of
// turbo's tasks in the newest run summary (.turbo/runs/, written with TURBO_RUN_SUMMARY=true): where CI's time went.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [stepsFile] = process.argv.slice(2);
const steps = readFileSync(stepsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [step, seconds, status] = line.split('\t');
    return { step, seconds: Number(seconds), status: status === '0' ? 'ok' : `exit ${status}` };
  });
steps.push({ step: 'total', seconds: steps.reduce((sum, row) => sum + row.seconds, 0), status: '' });
console.log('\nCI steps (seconds)');
console.table(steps);

const runs = join(process.cwd(), '.turbo', 'runs');
const newest = existsSync(runs)
  ? readdirSync(runs)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(runs, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  : undefined;
if (newest) {
  const { tasks } = JSON.parse(readFileSync(newest, 'utf8'));
  const ran = tasks.filter((task) => task.execution?.startTime);
  const zero = Math.min(...ran.map((task) => task.execution.startTime));
  const rows = ran
    .map((task) => ({
      task: task.taskId,
      'starts at (s)': Math.round((task.execution.startTime - zero) / 1000),
      seconds: Math.round((task.execution.endTime - task.execution.startTime) / 1000),
      status: task.execution.exitCode === 0 ? 'ok' : `exit ${task.execution.exitCode}`,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
  console.log('\nThe longest turbo tasks of `pnpm test`');
  console.table(rows);
}
