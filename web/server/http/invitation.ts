/**
 * What an invite shows before anyone joins (docs/PROTOCOL.md, "Reading an invitation"):
 *   GET /tables/:id/invitation   Authorization: Bearer <invite>   -> 200 { invitation }
 * The host's name, the seats (taken by whom, and how many), the packs and the time control: what a
 * guest needs to decide, nothing a seat holds (no token, no view). A listed table shows it without
 * the invite, as it seats without one. Wrong codes cost the same tokens as a wrong join.
 */
import type { Context, Hono } from 'hono';
import { ApiError } from '../errors.ts';
import type { Limits } from '../limits/limits.ts';
import type { TableService } from '../service.ts';
import { sha256 } from '../tokens.ts';
import type { Invitation } from '../../client/protocol.ts';

export interface InvitationOptions {
  readonly now: () => number;
  readonly limits: Limits;
  readonly addressOf: (c: Context) => string;
}

export function invitationRoutes(app: Hono, service: TableService, { now, limits, addressOf }: InvitationOptions): void {
  app.get('/tables/:id/invitation', async (c) => {
    const address = addressOf(c);
    const wait = limits.wrongInvites.wait(address, now());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, 'invite.rate', `Too many wrong invite codes from this address: try again in ${wait} s.`);
    }
    const id = c.req.param('id');
    const code = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    try {
      const model = await service.current(id);
      const [row] = await service.db.query<{ invite_hash: string }>('SELECT invite_hash FROM carto_tables WHERE id = $1', [id]);
      if (!model.listed && (code === undefined || sha256(code) !== row?.invite_hash)) {
        throw new ApiError(403, 'invite.wrong', "This invite code is not the table's: ask the host for the link again.");
      }
      const invitation: Invitation = {
        id: model.id,
        status: model.status,
        host: model.seats.find((s) => s.seat === 0)?.name ?? '',
        seatCount: model.setup.seats,
        seated: model.seats.map((s) => s.name),
        packs: model.setup.packs,
        turnSeconds: model.setup.turnSeconds ?? null,
        listed: model.listed,
      };
      return c.json({ invitation });
    } catch (e) {
      if (e instanceof ApiError && (e.code === 'invite.wrong' || e.code === 'table.unknown')) limits.wrongInvites.take(address, now());
      throw e;
    }
  });
}
