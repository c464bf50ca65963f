import type { PermissionLevel } from '@enroll/domain';

/** Whether `level` meets `min` (levels 0 General ... 4 Super Admin). */
export function isAtLeast(level: PermissionLevel, min: PermissionLevel): boolean {
  return level >= min;
}
