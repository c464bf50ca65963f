import type { HttpRequest } from '@azure/functions';
import { type UserListQuery, type UserPermission, userListQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listActiveUsers, toUserPermission } from '../../data/users-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';

function chartersLabel(user: UserPermission): string {
  return user.allCharterAccess ? 'All Charters' : user.charterAssignments.map((c) => c.name).join(', ');
}

const SORT_KEYS: Record<UserListQuery['sort'], (user: UserPermission) => string> = {
  name: (user) => user.name,
  status: (user) => user.userStatus,
  charterAssignments: chartersLabel,
};

function matches(user: UserPermission, search: string): boolean {
  if (search === '') return true;
  const text = `${user.name} ${user.azureID} ${user.userStatus} ${chartersLabel(user)}`.toLowerCase();
  return text.includes(search.toLowerCase());
}

/**
 * GET /api/user/?search=&sort=name|status|charterAssignments&order=asc|desc: the App Permissions
 * table. People set to General are not listed.
 */
export async function listUsers(request: HttpRequest) {
  const query = parseWith(userListQuerySchema, queryObject(request));
  const key = SORT_KEYS[query.sort];
  const direction = query.order === 'desc' ? -1 : 1;
  const users = (await listActiveUsers())
    .map(toUserPermission)
    .filter((user) => matches(user, query.search))
    .sort((a, b) => direction * (key(a).localeCompare(key(b)) || a.name.localeCompare(b.name)));
  return ok(users, { 'Cache-Control': 'private, no-store' });
}

registerHttp('user-list', { route: 'user', methods: ['GET'], access: 'admin', handler: listUsers });
