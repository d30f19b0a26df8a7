# Prajna in a container: the production build served by the app's server file (server/main.js), data in a volume.
#   docker build -t prajna .
#   docker run -p 3000:3000 -v prajna-data:/data prajna
# Several instances on PostgreSQL behind a proxy: compose.yaml and docs/deploy.md.

FROM node:20-slim AS deps
WORKDIR /app
# better-sqlite3 is a native module: the toolchain is here in case no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:/data/prajna.db
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node server ./server
COPY --chown=node:node content ./content
COPY --chown=node:node public ./public
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# What `npm start` runs, started directly: the container's SIGTERM then reaches the server itself, which drains
# (requests in flight finish, up to SHUTDOWN_DEADLINE_MS) and exits 0. npm and a shell in between might not pass it on.
# The heap is kept small: the server holds about 45 MB of live objects, and without a cap V8 lets garbage grow the
# process past 400 MB under load before it collects. Under that cap, regular expressions are compiled straight to
# machine code (--no-regexp-tier-up): otherwise V8 throws their tiered-up code away and compiles the care detector's
# expressions again for nearly every answer.
STOPSIGNAL SIGTERM
# One malloc arena, and freed memory handed back to the system sooner (glibc): the threads share a single heap.
ENV MALLOC_ARENA_MAX=1 MALLOC_TRIM_THRESHOLD_=131072
CMD ["node", "--max-old-space-size=88", "--max-semi-space-size=1", "--no-regexp-tier-up", "server/main.js"]
