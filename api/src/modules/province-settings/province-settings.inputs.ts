import { IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { IsOneLine } from "../../lib/validation.js";

/** The province's settings as its administrators' form sends them. */
export class ProvinceSettingsInput {
  @IsString({ message: "name must be text" })
  @IsOneLine()
  @MinLength(3, { message: "name must have at least 3 characters" })
  @MaxLength(120, { message: "name must have at most 120 characters" })
  name: string;

  @IsOptional()
  @IsString({ message: "nameInKiswahili must be text" })
  @IsOneLine()
  @MaxLength(120, { message: "nameInKiswahili must have at most 120 characters" })
  nameInKiswahili: string | null;
}
