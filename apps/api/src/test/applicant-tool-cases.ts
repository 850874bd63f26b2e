/**
 * The ownership cases of the applicant tools (decision 127) for role-and-ownership-matrix.test.ts:
 * applications on a listing of the owner employer `E`; another company's employer `E2` must get
 * 404 and change nothing.
 */
type Case = { operation: string; path: string; owner: string; other: string; body?: unknown };

export async function applicantToolCases(input: {
  tokens: { E: string; E2: string };
  newJob: () => Promise<string>;
  applyTo: (jobId: string) => Promise<string>;
}): Promise<Case[]> {
  const { E, E2 } = input.tokens;
  const job = await input.newJob();
  const application = await input.applyTo(job);
  const rejectJob = await input.newJob();
  const toReject = await input.applyTo(rejectJob);
  return [
    {
      operation: 'POST /api/v1/applications/{id}/conversation',
      path: `/api/v1/applications/${application}/conversation`,
      owner: E,
      other: E2,
      body: {},
    },
    {
      operation: 'GET /api/v1/opportunities/{id}/applications/compare',
      path: `/api/v1/opportunities/${job}/applications/compare?ids=${application}`,
      owner: E,
      other: E2,
    },
    {
      operation: 'POST /api/v1/opportunities/{id}/applications/reject',
      path: `/api/v1/opportunities/${rejectJob}/applications/reject`,
      owner: E,
      other: E2,
      body: { applicationIds: [toReject], message: 'Thank you for applying.' },
    },
  ];
}
