"""GitHub behind the forge seam: `gate.github`'s PyGithub client, adapted without copying it."""
