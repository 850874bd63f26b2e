import type { StaffRole } from '@talentport/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { findStaffByToken } from '../modules/staff/index.js';
import type { StaffActor } from '../platform/actor.js';
import { readToken } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffActor | null;
  }
}

/**
 * onRequest hook for `/api/staff/*`: a staff session token in the `token` header. Staff sessions live in
 * their own table, so a user's token never opens a staff call (and the other way round).
 */
export function createStaffAuthenticate(db: Db) {
  return async function authenticateStaff(request: FastifyRequest) {
    const token = readToken(request);
    const staff = token ? await findStaffByToken(db, token) : null;
    if (!staff) throw new AppError('UNAUTHORIZED', 'Please log in to the staff console.');
    request.staff = staff;
  };
}

/** Hook (after authenticateStaff): one of the roles is needed; `admin` may do everything. */
export function requireStaffRole(...roles: StaffRole[]) {
  return async function checkStaffRole(request: FastifyRequest) {
    const held = request.staff?.roles ?? [];
    if (!held.includes('admin') && !roles.some((role) => held.includes(role))) {
      throw new AppError('FORBIDDEN', 'Your staff role may not do this.');
    }
  };
}

export function requireStaff(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError('UNAUTHORIZED', 'Please log in to the staff console.');
  return request.staff;
}
