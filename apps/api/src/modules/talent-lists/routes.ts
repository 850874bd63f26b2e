import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor, requireRole } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { presentTalentList, presentTalentListEntry } from './presenter.js';
import {
  addTalentToList,
  createTalentList,
  deleteTalentList,
  listTalentListEntries,
  listTalentLists,
  removeTalentFromList,
  renameTalentList,
  updateTalentListNote,
} from './service.js';

const api = endpoints.talentLists;

function present(row: Parameters<typeof presentTalentListEntry>[0] | null) {
  if (!row) throw new AppError('NOT_FOUND', 'This freelancer is not on this list.');
  return ok(presentTalentListEntry(row));
}

/** Talent lists of an employer's or agency's company (decision 102). */
export const talentListRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  // Refused before the input is read (the role matrix); the policies decide the rest in the service.
  const authenticate = [createAuthenticate(db), requireRole('employer', 'agency')];
  const writes = [...authenticate, createTextWriteLimit(ctx)];

  app.get(
    api.listTalentLists.path,
    { onRequest: authenticate, schema: endpointSchema(api.listTalentLists) },
    async (request) => {
      const { page, recordPerPage, code } = request.query;
      const actor = requireActor(request);
      const { rows, total } = await listTalentLists({ db, actor, paging: { page, recordPerPage }, code });
      return ok({ items: rows.map(presentTalentList), total, page, recordPerPage });
    },
  );

  app.post(
    api.createTalentList.path,
    { onRequest: writes, schema: endpointSchema(api.createTalentList) },
    async (request) =>
      ok(
        presentTalentList(await createTalentList({ db, actor: requireActor(request), input: request.body })),
      ),
  );

  app.put(
    api.renameTalentList.path,
    { onRequest: writes, schema: endpointSchema(api.renameTalentList) },
    async (request) => {
      const actor = requireActor(request);
      const row = await renameTalentList({ db, actor, listId: request.params.listId, input: request.body });
      return ok(presentTalentList(row));
    },
  );

  app.delete(
    api.deleteTalentList.path,
    { onRequest: authenticate, schema: endpointSchema(api.deleteTalentList) },
    async (request) => {
      await deleteTalentList({ db, actor: requireActor(request), listId: request.params.listId });
      return ok({ deleted: true as const });
    },
  );

  app.get(
    api.listTalentListEntries.path,
    { onRequest: authenticate, schema: endpointSchema(api.listTalentListEntries) },
    async (request) => {
      const { page, recordPerPage } = request.query;
      const { rows, total } = await listTalentListEntries({
        db,
        actor: requireActor(request),
        listId: request.params.listId,
        paging: { page, recordPerPage },
      });
      return ok({ items: rows.map(presentTalentListEntry), total, page, recordPerPage });
    },
  );

  app.post(
    api.addTalentToList.path,
    { onRequest: writes, schema: endpointSchema(api.addTalentToList) },
    async (request) => {
      const actor = requireActor(request);
      return present(
        await addTalentToList({ db, actor, listId: request.params.listId, input: request.body }),
      );
    },
  );

  app.put(
    api.updateTalentListNote.path,
    { onRequest: writes, schema: endpointSchema(api.updateTalentListNote) },
    async (request) => {
      const { listId, code } = request.params;
      const actor = requireActor(request);
      return present(await updateTalentListNote({ db, actor, listId, code, note: request.body.note }));
    },
  );

  app.delete(
    api.removeTalentFromList.path,
    { onRequest: authenticate, schema: endpointSchema(api.removeTalentFromList) },
    async (request) => {
      const { listId, code } = request.params;
      await removeTalentFromList({ db, actor: requireActor(request), listId, code });
      return ok({ deleted: true as const });
    },
  );
};
