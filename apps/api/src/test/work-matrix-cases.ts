/**
 * The ownership cases of work agreements (decision 122) for role-and-ownership-matrix.test.ts: one
 * object in the right state per call, made by the owner employer `E` and freelancer `F`; another
 * employer `E2` or freelancer `F2` must get 404 and change nothing.
 */
/** What the answers read here hold (each answer has some of these). */
type Answer = {
  _id: string;
  engagementId?: string;
  invoiceId?: string;
  milestones?: { _id: string }[];
  items?: { _id: string }[];
  entries?: { _id: string }[];
};
type Ok = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) => Promise<Answer>;
type Case = { operation: string; path: string; owner: string; other: string; body?: unknown };

const FIXED = {
  kind: 'fixed',
  amount: 200_000,
  startDate: '2026-01-05',
  milestones: [
    { title: 'One', amount: 100_000, dueDate: '2026-02-01' },
    { title: 'Two', amount: 100_000, dueDate: '2026-03-01' },
  ],
};

export async function workAgreementCases(input: {
  ok: Ok;
  tokens: { E: string; E2: string; F: string; F2: string };
  /** A fresh opportunity of E with an application of F: the application id. */
  newApplication: () => Promise<string>;
  today: string;
}): Promise<Case[]> {
  const { ok } = input;
  const { E, E2, F, F2 } = input.tokens;
  const offer = async (terms: unknown = FIXED) =>
    ok('POST', '/api/v1/offers', E, { applicationId: await input.newApplication(), terms });
  const engagement = async (terms: unknown = FIXED) => {
    const sent = await offer(terms);
    return (await ok('POST', `/api/v1/offers/${sent._id}/accept`, F)).engagementId as string;
  };
  const milestonesOf = async (id: string) =>
    (await ok('GET', `/api/v1/engagements/${id}`, F)).milestones as { _id: string }[];
  const HOURLY = { kind: 'hourly', hourlyRate: 5000, weeklyHourLimit: 20, startDate: '2026-01-05' };

  const [toRead, toAccept, toDecline, toCounter, toWithdraw] = [
    await offer(),
    await offer(),
    await offer(),
    await offer(),
    await offer(),
  ];
  const fixed = await engagement();
  const [submitOne] = await milestonesOf(fixed);
  const fixedToApprove = await engagement();
  const [approveOne, changesOne] = await milestonesOf(fixedToApprove);
  for (const m of [approveOne, changesOne]) await ok('POST', `/api/v1/milestones/${m?._id}/submit`, F, {});
  const proposedToAccept = await ok('POST', `/api/v1/engagements/${fixed}/milestones`, F, {
    title: 'Extra',
    amount: 500,
    dueDate: '2026-04-01',
  });
  const proposedToDecline = await ok('POST', `/api/v1/engagements/${fixed}/milestones`, F, {
    title: 'Extra 2',
    amount: 500,
    dueDate: '2026-04-01',
  });
  // Invoices: approve the first submitted milestone of another engagement, twice.
  const invoiced = await engagement();
  const [paidOne, paidTwo] = await milestonesOf(invoiced);
  for (const m of [paidOne, paidTwo]) {
    await ok('POST', `/api/v1/milestones/${m?._id}/submit`, F, {});
    await ok('POST', `/api/v1/milestones/${m?._id}/approve`, E);
  }
  const invoices = (await ok('GET', `/api/v1/invoices?engagementId=${invoiced}`, E)).items as {
    _id: string;
  }[];
  const [toPay, toConfirm] = invoices;
  const hourly = await engagement(HOURLY);
  const log = async () =>
    ok('POST', `/api/v1/engagements/${hourly}/time`, F, { date: input.today, minutes: 30, memo: '' });
  await log();
  await log();
  const [entryToEdit, entryToDelete] = ((await log()).entries as { _id: string }[]).map((entry) => entry._id);
  // Weeks in other states: one of another hourly engagement to submit, two submitted to answer.
  const sheetOf = async (terms = HOURLY) => {
    const id = await engagement(terms);
    return (await ok('POST', `/api/v1/engagements/${id}/time`, F, { date: input.today, minutes: 60 }))
      ._id as string;
  };
  const [toSubmit, toApprove, toDispute] = [await sheetOf(), await sheetOf(), await sheetOf()];
  for (const id of [toApprove, toDispute]) await ok('POST', `/api/v1/timesheets/${id}/submit`, F);

  const c = (operation: string, path: string, owner: string, body?: unknown): Case => ({
    operation,
    path,
    owner,
    other: owner === E ? E2 : F2,
    ...(body !== undefined ? { body } : {}),
  });
  return [
    c('GET /api/v1/offers/{id}', `/api/v1/offers/${toRead._id}`, F),
    c('POST /api/v1/offers/{id}/accept', `/api/v1/offers/${toAccept._id}/accept`, F),
    c('POST /api/v1/offers/{id}/decline', `/api/v1/offers/${toDecline._id}/decline`, F, { reason: 'No.' }),
    c('POST /api/v1/offers/{id}/counter', `/api/v1/offers/${toCounter._id}/counter`, F, {
      terms: { ...FIXED, amount: 250_000, milestones: [] },
    }),
    c('POST /api/v1/offers/{id}/withdraw', `/api/v1/offers/${toWithdraw._id}/withdraw`, E),
    c('GET /api/v1/engagements/{id}', `/api/v1/engagements/${fixed}`, E),
    c('POST /api/v1/engagements/{id}/milestones', `/api/v1/engagements/${fixed}/milestones`, E, {
      title: 'More',
      amount: 100,
      dueDate: '2026-05-01',
    }),
    c('POST /api/v1/milestones/{id}/accept', `/api/v1/milestones/${proposedToAccept._id}/accept`, E),
    c('POST /api/v1/milestones/{id}/decline', `/api/v1/milestones/${proposedToDecline._id}/decline`, E, {
      reason: 'No.',
    }),
    c('POST /api/v1/milestones/{id}/submit', `/api/v1/milestones/${submitOne?._id}/submit`, F, {
      note: 'Done.',
    }),
    c('POST /api/v1/milestones/{id}/approve', `/api/v1/milestones/${approveOne?._id}/approve`, E),
    c(
      'POST /api/v1/milestones/{id}/request-changes',
      `/api/v1/milestones/${changesOne?._id}/request-changes`,
      E,
      { note: 'More.' },
    ),
    c('POST /api/v1/engagements/{id}/time', `/api/v1/engagements/${hourly}/time`, F, {
      date: input.today,
      minutes: 15,
    }),
    c('PUT /api/v1/time-entries/{id}', `/api/v1/time-entries/${entryToEdit}`, F, { minutes: 45 }),
    c('DELETE /api/v1/time-entries/{id}', `/api/v1/time-entries/${entryToDelete}`, F),
    c('GET /api/v1/engagements/{id}/timesheets', `/api/v1/engagements/${hourly}/timesheets`, E),
    c('POST /api/v1/timesheets/{id}/submit', `/api/v1/timesheets/${toSubmit}/submit`, F),
    c('POST /api/v1/timesheets/{id}/approve', `/api/v1/timesheets/${toApprove}/approve`, E),
    c('POST /api/v1/timesheets/{id}/dispute', `/api/v1/timesheets/${toDispute}/dispute`, E, {
      reason: 'Too many hours.',
    }),
    c('GET /api/v1/invoices/{id}', `/api/v1/invoices/${toPay?._id}`, F),
    c('GET /api/v1/invoices/{id}/pdf', `/api/v1/invoices/${toPay?._id}/pdf`, E),
    c('POST /api/v1/invoices/{id}/mark-paid', `/api/v1/invoices/${toPay?._id}/mark-paid`, E, {
      reference: 'T-1',
    }),
    c(
      'POST /api/v1/invoices/{id}/confirm-received',
      `/api/v1/invoices/${toConfirm?._id}/confirm-received`,
      F,
    ),
  ];
}
