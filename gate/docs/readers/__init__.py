"""Readers: candidate schemas, dbt properties files and Markdown turned into artifacts to grade."""
