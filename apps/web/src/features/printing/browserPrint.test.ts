import { describe, expect, it } from 'vitest';
import { jobForUser } from './browserPrint';
import { makePrintJob } from './printFixtures';

const USER = '0194c2a0-0000-7000-8000-00000000c001';

describe('jobForUser', () => {
  it('takes the print-job events sent by this terminal’s user only', () => {
    const job = makePrintJob();
    expect(jobForUser({ type: 'print-job.changed', job, sentBy: USER }, USER)).toBe(job);
    expect(
      jobForUser({ type: 'print-job.changed', job, sentBy: '0194c2a0-0000-7000-8000-00000000c002' }, USER),
    ).toBeNull();
  });
});
