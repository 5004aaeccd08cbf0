"""Card and encounter effects as data: the op vocabulary and its interpreter."""
