# syntax=docker/dockerfile:1.7
# The marketplace as one image: the web app (Vite build) and the server (one esbuild bundle) on a slim
# Node runtime. Build: docker build -t venue-marketplace . — see docs/deploy.md.

# 1. Everything needed to build: all workspaces' dependencies, dev ones included.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY scripts/install-from-lock.sh scripts/
RUN sh scripts/install-from-lock.sh
COPY . .
# The web app (hashed assets with .br and .gz beside them) and the server bundle (apps/server/dist/main.mjs).
RUN npm run build && node scripts/build-server.mjs

# 2. Only the server's run-time dependencies (the workspace packages are inside the bundle).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY scripts/install-from-lock.sh scripts/
RUN sh scripts/install-from-lock.sh --omit=dev --workspace apps/server

# 3. The runtime: Node, production dependencies, the two builds and the migrations. No sources, no compilers.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations ./apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (see docs/deploy.md); node is PID 1 here and handles it itself.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
