"""Buffer deallocation passes: one module per pass, plus the pipeline."""
