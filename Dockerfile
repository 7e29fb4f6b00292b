# Strix, production image. Multi-stage: the build stage compiles the web app and the server;
# the runtime stage has production dependencies only and runs as the unprivileged node user.
#   docker build -t strix .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see .ci/run (the lockfile lists this platform's optional binaries).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/var/lib/strix
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
# What the compiled server reads from the checkout at run time (server/lib/app-root.ts).
COPY --from=build /app/dist ./dist
COPY server/db/migrations ./server/db/migrations
COPY server/features/share/fonts ./server/features/share/fonts
RUN mkdir -p /var/lib/strix && chown node:node /var/lib/strix
USER node
EXPOSE 3000
# /health checks the process only; /ready (database, migrations, fitted models) is for the
# orchestrator's readiness, see deploy/compose.yaml.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node is PID 1 and gets SIGTERM itself; the server drains connections and stops.
CMD ["node", "--enable-source-maps", "--max-old-space-size=512", "dist/server/main.js"]
