"""Ownership and deallocation analyses over the bufls IR."""
