"""Configure: `signalforge.yml` read at the right commit into a typed configuration."""
