// Placeholder: this target is being written.
