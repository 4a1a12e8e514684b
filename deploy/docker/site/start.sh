#!/bin/sh
# The site image's command (deploy/docker/Dockerfile, target site): renders site.conf.template with
# this container's environment (only ${NAME} of variables that are set: nginx's own $uri and the like
# stay as they are, as the official nginx image's envsubst step does) into SITE_RUN_DIR, then runs
# nginx in the foreground with that folder as its prefix.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
run=${SITE_RUN_DIR:-/tmp/scoreline-site}
mkdir -p "$run/tmp"
cp "$here/nginx.conf" "$here/site-page.conf" "$here/site-immutable.conf" "$run/"
defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
envsubst "$defined" <"$here/site.conf.template" >"$run/site.conf"
exec nginx -p "$run/" -c "$run/nginx.conf" -e stderr -g 'daemon off;'
