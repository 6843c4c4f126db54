export { type DayState, type FetchedDay, readDay, type TeamDay } from './day-store';
export { createDayFetcher, type DayFetcher, type DayFetcherDeps } from './fetch-once';
export { replaceItemCodes } from './item-codes';
export { DAYS_MIGRATIONS, type DaysMigration, migrateDays } from './migrations';
