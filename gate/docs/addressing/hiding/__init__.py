"""Text a reader does not see or cannot read: hidden markup, invisible and reordering
characters, encodings.

HTML comments, alt text and attributes (`hidden`), invisible and bidirectional characters
(`invisible`, `reordering`), emoji tag sequences (`emoji_tags`), cheap encodings and ciphers
read back (`decodings`, `ciphers`), and codes a text glosses in plain (`glosses`). Apart because
they read where text hides and how it is spelt, not what a sentence says: the readings above
take the hidden segments and their decodings from here.
"""
