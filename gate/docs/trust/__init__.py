"""How far a docs verdict is trusted: pass marks, evidence checks and close calls."""
