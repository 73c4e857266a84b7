"""LLM prompt templates, stored as versioned text files (`<name>.<version>.txt`)."""
