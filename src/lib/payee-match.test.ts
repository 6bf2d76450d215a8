import { gradePayee } from "./payee-match";

describe("the payee name check", () => {
  it.each([
    ["Oluwaseun Adebayo", "ADEBAYO OLUWASEUN T"],
    ["adebayo oluwaseun", "ADEBAYO OLUWASEUN T"],
    ["Oluwaseun T. Adebayo", "ADEBAYO OLUWASEUN T"],
    ["Mrs Ngozi Nwosu", "NGOZI NWOSU"],
    ["Ọlábísí Àdìgún", "OLABISI ADIGUN"],
    ["Chidi O Okeke", "OKEKE CHIDI OBINNA"],
  ])("%s is a match for %s", (typed, bank) => {
    expect(gradePayee(typed, bank)).toBe("match");
  });

  it.each([
    ["Seun Adebayo", "ADEBAYO OLUWASEUN T"],
    ["Tunde", "BABATUNDE OKAFOR"],
    ["Chiomma Eze", "CHIOMA EZE"],
    ["Adebayo", "ADEBAYO OLUWASEUN T"],
    ["Ngozi Nwosu Ada", "NGOZI NWOSU"],
  ])("%s is close to %s", (typed, bank) => {
    expect(gradePayee(typed, bank)).toBe("close");
  });

  it.each([
    ["Seun Adebayo", "MUSA IBRAHIM"],
    ["Ada", "OBI CHUKWUEMEKA"],
    ["", "MUSA IBRAHIM"],
    ["Mr", "MUSA IBRAHIM"],
    ["Ada Obi", "MUSA BELLO"],
    ["Bat", "BABATUNDE OKAFOR"],
  ])("%s does not match %s", (typed, bank) => {
    expect(gradePayee(typed, bank)).toBe("none");
  });

  it("takes one word of the bank's name once", () => {
    expect(gradePayee("Musa Musa", "MUSA IBRAHIM")).toBe("none");
  });

  it("finds no match in one right name beside one that is none of the bank's", () => {
    expect(gradePayee("Ngozi Balogun", "NGOZI HAUWA OKONKWO")).toBe("none");
    expect(gradePayee("Ngozi H. Okonkwo", "NGOZI HAUWA OKONKWO")).toBe("match");
    expect(gradePayee("Ngozy Okonkwo", "NGOZI HAUWA OKONKWO")).toBe("close");
  });
});
