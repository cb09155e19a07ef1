"""The small rules of a score as every stage shows it: the bars a figure is held to, what
the pairs near a pass mark allow, and stars. They import nothing.
"""
