# syntax=docker/dockerfile:1
# The website's container image (docs/deploy.md). The build stage runs the README's `npm ci` and then
# `npm run bundle`, the script whose result the integration test tests/integration/bundle.int.test.ts
# moves to an empty folder, starts and crawls; the image is that folder and Node.js, nothing else.
#
#   docker build -t nexora-site --build-arg WORDPRESS_URL=https://cms.example.com \
#     --build-arg SITE_URL=https://www.example.com --secret id=wordpress_app_password,env=WORDPRESS_APP_PASSWORD \
#     --build-arg WORDPRESS_USER=agency-site .
#
# Pages without a visitor's input are prerendered at build time from WordPress, so the build reads
# the agency's WordPress (WORDPRESS_URL). Without it, the build starts the embedded WordPress with the
# demo content, as `npm run build` does on a fresh machine (PHP from Debian, WordPress core from
# Debian's packages: the build then needs Debian's mirror).

ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS build
ARG WORDPRESS_URL=
ARG WORDPRESS_USER=
ARG SITE_URL=
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 WORDPRESS_URL=${WORDPRESS_URL} \
    WORDPRESS_USER=${WORDPRESS_USER} SITE_URL=${SITE_URL}
RUN if [ -z "$WORDPRESS_URL" ]; then \
      apt-get update -qq && \
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ca-certificates php-cli php-sqlite3 >/dev/null && \
      rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The application password reaches only this step (a build secret, not a layer).
RUN --mount=type=secret,id=wordpress_app_password,env=WORDPRESS_APP_PASSWORD \
    npm run bundle -- --out /bundle

FROM ${NODE_IMAGE} AS site
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 LOG_FORMAT=json
WORKDIR /app
# The code stays root's and read-only to the server; it writes only to the build's cache folder
# (optimised images, last good WordPress answers) and the form outbox (.data/outbox), both the
# image's user's (mount volumes there to keep them across containers).
COPY --from=build /bundle /app
RUN mkdir -p /app/.next/cache /app/.data && chown node:node /app/.next/cache /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets the server finish the requests it holds (up to 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "server.js", "--hostname", "0.0.0.0"]
