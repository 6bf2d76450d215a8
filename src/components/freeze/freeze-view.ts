/** The freeze as GET /api/account/freeze answers it. */
export type FreezeView = { frozen: boolean; unfreezeAt: string | null; unfreezeDelayMinutes?: number };
