"""The demo marketplace of `steeple seed` (`make run`): its content is data (data/*.toml, read by
loader.py into the records of records.py, in content.py); the modules here turn it into rows
through the product's own services, models and notice builders (marketplace.run_seed)."""
