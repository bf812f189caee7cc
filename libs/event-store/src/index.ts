export * from './database/database';
export { PostgresDatabase, type PostgresOptions, isConnectionError } from './database/postgres-database';
export { isTryAgainError } from './database/try-again-errors';
export { PgliteDatabase } from './database/pglite-database';
export * from './events';
export * from './errors';
export {
  EVENTS_CHANNEL,
  type EventRow,
  EventStore,
  type EventStoreOptions,
  type StreamReading,
  type Upcaster,
} from './event-store';
export { type AggregatedStream, type StreamFold, aggregateStream } from './aggregate-stream';
export { type ReservationHolder, readStreamAndHolder } from './reservation-holder';
export { EVENT_STORE_MIGRATIONS, runMigrations, splitStatements } from './schema';
export * from './personal-data/personal-data-policy';
export { PersonalDataVault, PersonalDataErasedError, MASKED_TEXT } from './personal-data/personal-data-vault';
export { SealedFiles } from './personal-data/sealed-files';
export { WrongMasterKeyError, isRotatedTo, openDerivationRoot } from './personal-data/derivation-root';
export { derivedKey } from './personal-data/key-wrapping';
export { type Rotation, rotateMasterKey } from './personal-data/rotate-master-key';
export * from './subscriptions/projection';
export { Subscription, readCheckpoint, type SubscriptionOptions } from './subscriptions/subscription';
export * from './outbox/outbox';
export * from './outbox/outside-effects';
export { CommandSession, type LoadedStream } from './command-session';
export {
  CommandHandling,
  type CommandPipeline,
  type CommandTarget,
  type CommandOutcome,
  type StreamDecider,
} from './command-handling';
export { CommandGroups, type GroupingOptions } from './command-groups';
export { PollingLoop } from './polling-loop';
export * from './read-models/read-model';
export { projectInline, type StreamHistories } from './read-models/inline-driver';
export { projectionOf } from './read-models/projection-of';
export {
  FoldedLog,
  type ReplayStatement,
  type ReplayWrites,
  nothingToWrite,
  replayStatements,
  sendReplayStatements,
  writeReplayWrites,
} from './read-models/bulk-replay';
export { writeChanges, changesOf, type TableChanges } from './read-models/row-writes';
