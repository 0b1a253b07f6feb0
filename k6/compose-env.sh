#!/usr/bin/env bash
# Prints an .env for docker-compose.yml with fresh random secrets: the load workflow's throw-away
# stack (.github/workflows/load.yml). `bash k6/compose-env.sh > .env`. Never for a real deployment.
set -euo pipefail
secret() { openssl rand -hex 24; }
word() { printf 'k%s' "$(openssl rand -hex 16)"; } # NATS passwords: letters and digits, a letter first
echo "POSTGRES_PASSWORD=$(secret)"
echo "REDIS_PASSWORD=$(secret)"
echo "SMTP_URL=smtp://load:$(secret)@127.0.0.1:2525"
echo "FIELD_ENCRYPTION_KEYS=kload=$(openssl rand -base64 32)"
for app in GATEWAY IDENTITY CATALOG ORDERS COINS WALLET_PAYMENTS CHAT; do
  echo "NATS_PASSWORD_${app}=$(word)"
  echo "DB_PASSWORD_${app}=$(secret)"
  [[ $app == GATEWAY ]] || echo "DB_OWNER_PASSWORD_${app}=$(secret)"
done
node "$(dirname "$0")/../tools/generate-jwt-keys.js"
