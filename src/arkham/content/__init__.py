"""Content packs: schemas, loader, and the per-box data folders."""
