"""A docs grading run's phases, and what they share.

The main pass (`engine`), the bounded sweep (`sweep`) and close calls settled (`close_calls`)
ask the judge through one `state`; the `budget` bounds them, `progress` shows them and the
judge `audit_log` records every call.
"""
