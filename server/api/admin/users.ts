import express from 'express';
import { z } from 'zod';
import { ADMIN_CSV_COLUMNS, csvHeaderIn } from '../../../domain/admin/admin-csv-headers';
import { recordAdminExport } from '../../../domain/admin/admin-exports.server';
import { banReasonSchema } from '../../../domain/admin/ban-reason';
import { changeUserAccess, USER_ACCESS_MESSAGES } from '../../../domain/admin/change-user-access.server';
import {
  type AdminUserRow,
  allUsersOf,
  listUsers,
  userListQueryOf,
} from '../../../domain/admin/list-users.server';
import { requireRowId } from '../../../domain/shared/row-id';
import { csvRowsOf, sendCsv } from '../../http/download-response';
import type { ApiDependencies } from '../index';
import { adminContextFor } from './index';

const userActionBodySchema = z.object({
  userId: z.union([z.number(), z.string()]).transform(String),
  action: z.string().max(50),
});

/** /api/admin: the users list and the access actions (issue 14). Mounted behind the admin guard of ./index.ts. */
export function createAdminUsersRouter(dependencies: ApiDependencies) {
  const router = express.Router();

  router.get('/users', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const query = userListQueryOf(new URLSearchParams(req.query as Record<string, string>));
    if (req.query.format !== 'csv') {
      res.json(await listUsers(context.db, query));
      return;
    }
    await recordAdminExport(context.db, { admin, list: 'users', query }, context);
    await sendCsv(
      res,
      'pamoja-users.csv',
      csvHeaderIn(context.locale, ADMIN_CSV_COLUMNS.users),
      csvRowsOf(allUsersOf(context.db, query), userCsvRow),
    );
  });

  // The spec's other reading: the user and the action in the body.
  router.post('/users/action', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const { userId, action } = userActionBodySchema.parse(req.body ?? {});
    res.json(
      await changeUserAccess(
        context.db,
        { admin, userId: requireRowId(userId, USER_ACCESS_MESSAGES.notFound), action },
        context,
      ),
    );
  });

  router.post('/users/:id/:action', async (req, res) => {
    const { context, admin } = adminContextFor(dependencies, req, res);
    const userId = requireRowId(req.params.id, USER_ACCESS_MESSAGES.notFound);
    // The spec's ban has no body; a reason, when sent, is kept with the audit row as the Users tab's is.
    const { reason = null } = banReasonSchema.partial().parse(req.body ?? {});
    res.json(
      await changeUserAccess(context.db, { admin, userId, action: req.params.action, reason }, context),
    );
  });

  return router;
}

function userCsvRow(user: AdminUserRow) {
  return [
    user.id,
    user.username,
    user.email,
    user.emailVerified ? 'yes' : 'no',
    user.isAdmin ? 'yes' : 'no',
    user.isBanned ? 'yes' : 'no',
    user.createdAt.toISOString(),
  ];
}
