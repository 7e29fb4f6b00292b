// The worker thread that parses the MLB and NHL files while the main thread loads the other
// leagues into the database (parse-off-thread.ts starts it): each league's prepared games are
// posted back as soon as they are ready, in the order asked.
import { parentPort, workerData } from 'node:worker_threads';
import { type MlbNhlFile, preparedLeague } from './mlb-nhl-parse.ts';

const { jobs } = workerData as { jobs: { leagueId: 'MLB' | 'NHL'; files: MlbNhlFile[] }[] };
for (const job of jobs) parentPort!.postMessage(preparedLeague(job.leagueId, job.files));
