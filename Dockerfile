# The whole product in one image: the API serving the built student, admin and store-portal apps.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
COPY admin/package.json admin/
COPY store-portal/package.json store-portal/
COPY client/package.json client/
# npm ci's postinstall applies them (patch-package).
COPY patches patches/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "api/dist/api/src/main.js"]
