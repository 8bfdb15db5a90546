package engine

// Chapter 4 setup and the fitting of a new boat. OWNER: career helper.

// setup runs 4.0–4.4 once per career (13(a) A0): starting rank (11.2.2), crew Trained and
// healthy, the boat fitted by newBoat, base (France if the start is ≤ 8/44, else Germany,
// [A04]), and the Alberich / Balkon-Gerät rolls for a new boat.
func (c *Career) setup() {
	panic("not implemented: setup")
}

// newBoat puts the career's Kommandant on a fresh boat of board key typ received in month
// (4.4, 10.11.5, 11.4): systems from the board, equipment by date, empty tubes (loading
// happens at each patrol, 4.5), FirstPatrolOfBoat set.
func (c *Career) newBoat(typ string, month Month) {
	panic("not implemented: newBoat")
}
