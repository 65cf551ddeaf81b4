"""gunicorn's settings for the API, in the image (deploy/Dockerfile) and without containers
(deploy/Procfile): `gunicorn -c deploy/gunicorn.conf.py 'steeple.app:create_app()'`.

gunicorn supervises the worker processes (it restarts one that dies or hangs); each is an
asyncio event loop run by uvicorn (uvloop and httptools). WEB_CONCURRENCY sets their number
(gunicorn reads it itself; 1 unless set), HOST and PORT where they listen, as for `steeple serve`.
"""

import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
worker_class = "uvicorn_worker.UvicornWorker"
# Each worker listens on a socket of its own (SO_REUSEPORT), so the kernel spreads connections
# evenly over them. On one shared socket the worker that wakes first (uvloop accepts all that are
# waiting) took most of a burst of new keep-alive connections and kept them: measured with two
# workers, one at 66% of a CPU and the other at 26%, and a p95 of 300 ms at half the throughput.
reuse_port = True
# Longer than the proxy keeps an idle connection to us (Caddy's keepalive in deploy/Caddyfile),
# so it is always the proxy that closes one, never us while it sends a request on it.
keepalive = 75
# A worker that has not checked in for this long is restarted.
timeout = 30
# On SIGTERM, requests in progress have this long to finish.
graceful_timeout = 20
# Errors to stderr; no access log: the app logs what matters with the request id, and the
# proxy logs each request.
errorlog = "-"
# gunicorn 24+'s control socket (`gunicornc`) is not used, and its default path is one per user:
# two gunicorns on a host would share it (and the image's user has no home to write it in).
control_socket_disable = True
