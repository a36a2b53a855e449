# syntax=docker/dockerfile:1
# One image for every MediScribe process (gateway, services, workers): docker-compose.yml and k8s/ choose the
# command (node apps/<app>/dist/main.js or worker.js).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=true
# npm 10 (bundled with Node 20) cannot install Vite 8's dependency tree.
RUN npm install -g npm@11 --no-audit --no-fund
# The build compiles the offline speech recognizer against Debian's PocketSphinx (apps/session/native).
RUN apt-get update \
  && apt-get install -y --no-install-recommends gcc libc6-dev pkg-config libpocketsphinx-dev libsphinxbase-dev pocketsphinx-en-us espeak-ng flite \
  && rm -rf /var/lib/apt/lists/*
# Manifests first, so the dependency layer is rebuilt only when they change. Every workspace package is listed:
# scripts/deploy/deployment-manifests.spec.ts fails when one is missing.
COPY package.json package-lock.json .npmrc .puppeteerrc.cjs ./
COPY apps/gateway/package.json apps/gateway/
COPY apps/auth/package.json apps/auth/
COPY apps/session/package.json apps/session/
COPY apps/report/package.json apps/report/
COPY apps/billing/package.json apps/billing/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY libs/clinical/package.json libs/clinical/
COPY libs/fhir/package.json libs/fhir/
COPY libs/crypto/package.json libs/crypto/
COPY libs/images/package.json libs/images/
COPY libs/nest-common/package.json libs/nest-common/
COPY libs/nest-transport/package.json libs/nest-transport/
COPY libs/report-template/package.json libs/report-template/
COPY libs/request-context/package.json libs/request-context/
COPY libs/testing/package.json libs/testing/
# Not `npm ci`: the lockfile omits other platforms' optional binaries and npm ci rejects it as out of sync.
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# Chromium renders the report PDFs; the Noto fonts cover Hindi, Malayalam and Arabic; PocketSphinx and its US
# English model run the offline speech recognizer.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-noto-core ca-certificates libpocketsphinx3 pocketsphinx-en-us \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  PUPPETEER_SKIP_DOWNLOAD=true \
  PUPPETEER_EXECUTABLE_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=build --chown=node:node /app ./
USER node
EXPOSE 8080 8081 8082 8083 8084
CMD ["node", "apps/gateway/dist/main.js"]
