import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, notifications, opportunities, users } from '../db/schema.js';
import { CRASH_TARGETS, callServer, withDatabase, withSetupApp } from './crash-targets.js';
import { buildVerifiedUser, postOpportunity } from './opportunity-builders.js';
import { stopServerProcess, writeUntilKilled } from './server-process.js';

/**
 * kill -9 during a stream of applications (freelancers applying to published jobs over HTTP), then
 * a restart on the same data. Every acknowledged application is there; nothing is half-written: an
 * application, its opportunity's applicant counters and the poster's notification commit together,
 * so the counters and notifications match the application rows exactly. Applications that were
 * under way when the process died are retried after the restart and answer either 200 (never
 * stored) or 409 ALREADY_APPLIED (stored, answer lost), never a second copy.
 */
const FREELANCERS = 10;
const OPPORTUNITIES = 6;
const WRITERS = 4;
const KILL_AFTER = 30;

type Job = { freelancer: number; opportunity: number };

describe.each(CRASH_TARGETS)('crash and restart: applications on $name', ({ isAvailable, prepare }) => {
  it.skipIf(!isAvailable)(
    'every acknowledged application survives kill -9, with its counters and notification',
    async () => {
      const target = await prepare();
      try {
        const setup = await withSetupApp(target, async (h) => {
          const employer = await buildVerifiedUser(h, 'employer', 'Crash Employer');
          const posted = [];
          for (let index = 0; index < OPPORTUNITIES; index++) {
            posted.push(await postOpportunity(h, employer.token, { title: `Crash job ${index}` }));
          }
          const freelancers = [];
          for (let index = 0; index < FREELANCERS; index++) {
            freelancers.push(await buildVerifiedUser(h, 'freelancer', `Crash Freelancer ${index}`));
          }
          return { employer, opportunityIds: posted.map((row) => row._id), freelancers };
        });

        // Every freelancer applies to every opportunity; the writers share the pairs out.
        const jobs: Job[] = [];
        for (let opportunity = 0; opportunity < OPPORTUNITIES; opportunity++) {
          for (let freelancer = 0; freelancer < FREELANCERS; freelancer++)
            jobs.push({ freelancer, opportunity });
        }
        const queues: Job[][] = Array.from({ length: WRITERS }, () => []);
        for (const [index, job] of jobs.entries()) queues[index % WRITERS]?.push(job);
        const ids = new Map<Job, string>();
        const apply = (server: Parameters<typeof callServer>[0], job: Job) =>
          callServer(server, 'POST', `/api/v1/opportunities/${setup.opportunityIds[job.opportunity]}/apply`, {
            token: setup.freelancers[job.freelancer]?.token ?? '',
            body: {
              coverLetter: `Crash test cover letter ${job.freelancer}/${job.opportunity}.`,
              proposedRate: 100,
            },
          });

        const server = await target.startServer();
        const stream = await writeUntilKilled({
          server,
          queues,
          killAfter: KILL_AFTER,
          write: async (job) => {
            const response = await apply(server, job);
            if (response.status !== 200) return 'refused';
            ids.set(job, (response.body.result as { _id: string })._id);
            return 'acknowledged';
          },
        });
        console.info(
          `[crash] applications on ${target.name}: ${stream.acknowledged.length} acknowledged, ${stream.inFlight.length} in flight, killed after ${stream.elapsedMs} ms`,
        );
        expect(stream.errors).toEqual([]);
        expect(stream.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(stream.refused).toEqual([]);

        const restarted = await target.startServer();
        // Each freelancer's list holds every application of theirs that was acknowledged.
        for (const [index, freelancer] of setup.freelancers.entries()) {
          const listed = await callServer(
            restarted,
            'GET',
            '/api/v1/user/applications?type=Job&recordPerPage=50',
            { token: freelancer.token },
          );
          expect(listed.status).toBe(200);
          const listedIds = new Set(
            (listed.body.result as { items: { _id: string }[] }).items.map((item) => item._id),
          );
          for (const job of stream.acknowledged.filter((acked) => acked.freelancer === index)) {
            expect(listedIds.has(ids.get(job) ?? '')).toBe(true);
          }
        }
        // The answers lost with the process: retrying never makes a second application.
        const retried = await Promise.all(
          stream.inFlight.map(async (job) => (await apply(restarted, job)).status),
        );
        await stopServerProcess(restarted);
        expect(retried.every((status) => status === 200 || status === 409)).toBe(true);

        await withDatabase(target, async ({ db }) => {
          const rows = await db
            .select({
              id: applications.id,
              opportunityId: applications.opportunityId,
              applicant: users.email,
              status: applications.status,
            })
            .from(applications)
            .innerJoin(users, eq(users.id, applications.applicantUserId))
            .where(inArray(applications.opportunityId, setup.opportunityIds));
          // Exactly the applications sent (acknowledged, plus those retried after the restart).
          const key = (opportunityId: string, email: string) => `${opportunityId} ${email}`;
          const sent = [...stream.acknowledged, ...stream.inFlight].map((job) =>
            key(setup.opportunityIds[job.opportunity] ?? '', setup.freelancers[job.freelancer]?.email ?? ''),
          );
          expect(rows.map((row) => key(row.opportunityId, row.applicant)).sort()).toEqual([...sent].sort());
          const storedIds = new Set(rows.map((row) => row.id));
          for (const job of stream.acknowledged) expect(storedIds.has(ids.get(job) ?? '')).toBe(true);

          // Counters and notifications match the rows: nothing half-written.
          const counters = await db
            .select({
              id: opportunities.id,
              title: opportunities.title,
              applicantCount: opportunities.applicantCount,
              newApplicantCount: opportunities.newApplicantCount,
            })
            .from(opportunities)
            .where(inArray(opportunities.id, setup.opportunityIds));
          const [employer] = await db.select().from(users).where(eq(users.email, setup.employer.email));
          const notified = await db
            .select({ title: notifications.title, count: sql<number>`count(*)::int` })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, employer?.id ?? ''),
                eq(notifications.kind, 'application.created'),
              ),
            )
            .groupBy(notifications.title);
          const notifiedByTitle = new Map(notified.map((row) => [row.title, row.count]));
          for (const opportunity of counters) {
            const own = rows.filter((row) => row.opportunityId === opportunity.id);
            expect(opportunity.applicantCount).toBe(own.length);
            expect(opportunity.newApplicantCount).toBe(own.filter((row) => row.status === 'new').length);
            expect(notifiedByTitle.get(`New applicant for ${opportunity.title}`) ?? 0).toBe(own.length);
          }
        });
      } finally {
        await target.dispose();
      }
    },
    90_000,
  );
});
