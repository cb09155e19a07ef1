"""Read: which files a run grades, and the bounded YAML and JSON loaders every reader uses."""
