"""What the role cards add to a night: each call's records, seats and note (`calls`) and the
rules of the cards' night actions (`checks`)."""
