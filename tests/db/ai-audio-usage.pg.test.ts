/** The audio allowance of ai_usage on real PostgreSQL 15 (the cases of ai-audio-usage.test.ts). */
import { defineAudioUsageTests } from './support/ai-audio-usage-cases'
import { describeOnPostgres, runAsOnPg } from './support/postgres'

describeOnPostgres('ai_usage audio on PostgreSQL 15', { seed: true }, (postgres) => {
  defineAudioUsageTests(() => runAsOnPg(postgres.client))
})
