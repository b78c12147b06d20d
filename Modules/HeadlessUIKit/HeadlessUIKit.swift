// Placeholder: replaced by the HeadlessUIKit model.
